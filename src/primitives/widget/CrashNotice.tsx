import { useEffect, useState } from 'react';
import { useCameoContext } from '../../react';

export interface CrashNoticeProps {
  error: Error;
  /** The widget's name for the message: its title, or its id. */
  name: string;
  /** Renders the widget again. */
  reset: () => void;
  onClose: () => void;
  /**
   * What the widget was drawn from when it threw (its data and component). When any of them
   * changes, a pushed update or a re-registered definition may well draw fine, so try again.
   */
  inputs: readonly unknown[];
}

/** Shown in place of a widget that threw while rendering: says which, with Try again and Close. */
export function CrashNotice({ error, name, reset, onClose, inputs }: CrashNoticeProps) {
  const { labels } = useCameoContext();
  const [crashedWith] = useState(inputs);
  const changed = inputs.length !== crashedWith.length || inputs.some((input, index) => !Object.is(input, crashedWith[index]));
  useEffect(() => {
    if (changed) reset();
  }, [changed, reset]);
  return (
    <div role="alert" data-notice="crash">
      <p>{labels.widgetCrashed(error.message || error.name, name)}</p>
      <div>
        <button type="button" onClick={reset}>
          {labels.tryAgain}
        </button>
        <button type="button" onClick={onClose}>
          {labels.close}
        </button>
      </div>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useWidgetAction } from '../../src/index';
import { MAX_TITLE_LENGTH } from '../backend/kanban';

/**
 * Adds a card through the `create` action. The button is busy while its request runs; the field
 * clears only when the server accepted the card (a failure is shown by the widget host).
 */
export function NewCardForm() {
  const { run, pending } = useWidgetAction('create');
  const [title, setTitle] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (pending) return;
    if (trimmed === '') return input.current?.focus();
    const result = await run({ title: trimmed });
    if (result.ok) setTitle('');
  };

  return (
    <form className="kanban-new" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>New card title</label>
      <div className="kanban-new-row">
        <input
          id={inputId}
          ref={input}
          value={title}
          maxLength={MAX_TITLE_LENGTH}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
        />
        <button
          type="submit"
          className="kanban-button"
          data-state={pending ? 'pending' : 'idle'}
          aria-busy={pending}
          aria-disabled={pending || undefined}
        >
          Add card
        </button>
      </div>
    </form>
  );
}

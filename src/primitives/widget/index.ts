// The parts of the widget host (Root, Portal, Overlay, Content, Title, Close), of a widget drawn
// anywhere (Body, Inline, PanelSlot, HtmlFrame, ActionButton), and the launcher that opens one.
export { Root } from './Root';
export { Portal } from './Portal';
export { Overlay } from './Overlay';
export { Content } from './Content';
export type { ContentProps } from './Content';
export { Title } from './Title';
export { Close } from './Close';
export { Body } from './Body';
export type { BodyProps } from './Body';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { PanelSlot } from './PanelSlot';
export type { PanelSlotProps } from './PanelSlot';
export { HtmlFrame } from './HtmlFrame';
export type { HtmlFrameProps } from './HtmlFrame';
export { ActionButton } from './ActionButton';
export type { ActionButtonProps } from './ActionButton';
export { Launcher } from './Launcher';
export type { LauncherProps } from './Launcher';

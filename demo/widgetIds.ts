/** Widget ids, shared by the tools that own the widgets and the widget definitions. */
export const SALES_CHART = 'sales-chart';
export const KANBAN = 'kanban';

/** Human titles for the widgets panel, which opens widgets without a launcher label. */
export const WIDGET_TITLES: Readonly<Record<string, string>> = {
  [SALES_CHART]: 'Sales chart',
  [KANBAN]: 'Team board',
};

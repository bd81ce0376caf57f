/** Widget ids, shared by the tools that own the widgets, the widget server and the client. */
export const SALES_CHART = 'sales-chart';
export const KANBAN = 'kanban';
export const RELEASE = 'release';
export const WEATHER_CARD = 'weather-card';

/** Human titles for the widgets list, which opens widgets without a launcher label. */
export const WIDGET_TITLES: Readonly<Record<string, string>> = {
  [SALES_CHART]: 'Sales chart',
  [KANBAN]: 'Team board',
  [RELEASE]: 'Release checklist',
  [WEATHER_CARD]: 'Weather',
};

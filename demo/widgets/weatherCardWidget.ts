import { defineWidget } from '../../src/index';
import { weatherIn } from '../backend/weather';
import { WEATHER_CARD, WIDGET_TITLES } from '../widgetIds';
import { WeatherCard } from './WeatherCard';

/**
 * Inline: the weather tool's result is small enough to show in the transcript itself. Opened from
 * the widgets list, `render` shows Lisbon's; client-side, so the widget server is never asked.
 */
export const weatherCardWidget = defineWidget({
  id: WEATHER_CARD,
  title: WIDGET_TITLES[WEATHER_CARD],
  display: 'inline',
  component: WeatherCard,
  render: () => weatherIn('Lisbon'),
});

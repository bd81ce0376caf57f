import { defineWidget } from '../../src/index';
import { WEATHER_CARD, WIDGET_TITLES } from '../widgetIds';
import { WeatherCard } from './WeatherCard';

/** Inline: the weather tool's result is small enough to show in the transcript itself. */
export const weatherCardWidget = defineWidget({
  id: WEATHER_CARD,
  title: WIDGET_TITLES[WEATHER_CARD],
  display: 'inline',
  component: WeatherCard,
  // Client-only (the widget server does not know it): it always comes with its launcher's data,
  // and saying so here keeps it off the server's event stream.
  render: () => Promise.reject(new Error('Open it from its launcher in the chat.')),
});

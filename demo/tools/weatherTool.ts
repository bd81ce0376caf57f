import { defineTool, ok } from '../../src/agent';
import { delay } from '../../src/core/delay';
import { weatherIn } from '../backend/weather';
import { WEATHER_CARD } from '../widgetIds';

/** As long as a weather service might take, so the card shows the call running. */
const LOOKUP_MS = 400;

/** Mock weather: an inline card in the chat, figures derived from the city name so they are stable. */
export const weatherTool = defineTool({
  name: 'get_weather',
  description: 'Current weather for a city.',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string', minLength: 1 } },
    required: ['city'],
    additionalProperties: false,
  },
  widget: WEATHER_CARD,
  async execute(_agentId, _callId, { city }, { signal }) {
    await delay(LOOKUP_MS, signal);
    const { celsius, sky } = weatherIn(city);
    return ok(`${city}: ${celsius} °C, ${sky}.`, {
      kind: 'widget',
      label: `Weather in ${city}`,
      widget: WEATHER_CARD,
      display: 'inline',
      data: { city, celsius, sky },
    });
  },
});

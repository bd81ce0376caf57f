import { defineTool, ok } from '../../src/agent';
import { delay } from '../../src/core/delay';
import { WEATHER_CARD } from '../widgetIds';

/** As long as a weather service might take, so the card shows the call running. */
const LOOKUP_MS = 400;

const SKIES = ['clear skies', 'light clouds', 'a passing shower', 'fog clearing by noon'];

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
    const seed = [...city].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    const celsius = 8 + (seed % 20);
    const sky = SKIES[seed % SKIES.length] ?? 'clear skies';
    return ok(`${city}: ${celsius} °C, ${sky}.`, {
      kind: 'widget',
      label: `Weather in ${city}`,
      widget: WEATHER_CARD,
      display: 'inline',
      data: { city, celsius, sky },
    });
  },
});

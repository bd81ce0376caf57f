import { createToolSet, defineTool, ok } from 'cameo-ui/agent';

const getWeather = defineTool({
  name: 'get_weather',
  description: 'Current weather for a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  widget: 'weather',
  execute: async (_agentId, _callId, { city }) =>
    ok(`It is 21 °C in ${city}.`, { kind: 'widget', label: `Weather in ${city}`, widget: 'weather', data: { city, celsius: 21 } }),
});

export const tools = createToolSet([getWeather]);

// `model` goes into the model's context; `ui` goes only to the transcript.
export const { model, ui } = await tools.run('get_weather', { agentId: 'a1', callId: 'c1', args: { city: 'Oslo' } });

import { tool, type UIMessageStreamWriter } from 'ai';
import { CAMEO_UI_PART, cameoUIPartId, type CameoUIMessage } from 'cameo-ui/ai-sdk/server';
import { z } from 'zod';

/**
 * An AI SDK tool that is not a Cameo tool can still show UI: it writes the same data part that
 * `toAISDKTools` writes, linked to its call. The model sees only what `execute` returns.
 */
export function weatherTool(writer: UIMessageStreamWriter<CameoUIMessage>) {
  return tool({
    description: 'Current weather for a city.',
    inputSchema: z.object({ city: z.string() }),
    execute: async ({ city }, { toolCallId }) => {
      const weather = { city, celsius: 21 };
      writer.write({
        type: CAMEO_UI_PART,
        id: cameoUIPartId(toolCallId),
        data: { toolCallId, ui: { kind: 'widget', label: `Open ${city} weather`, widget: 'weather', data: weather } },
      });
      return `${city}: 21 °C, clear.`;
    },
  });
}

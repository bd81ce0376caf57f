import { useQuery } from '@tanstack/react-query';
import { useCameoClient, type WidgetProps } from '../react';
import { isObject, own } from '../core/internal';
import { readMcpAppLauncherData, type McpAppData } from './McpAppLauncherData';
import { McpAppFrame, type McpAppCall } from './McpAppFrame';
import { McpUIView } from './McpUIView';
import { listAllTools } from './listAllTools';
import { readMcpAppResource } from './readMcpAppResource';
import { useCallData } from './useCallData';
import { useToolCallArguments, type ToolCallArguments } from './useToolCallArguments';
import { McpAppFailure } from './McpAppFailure';
import type { McpAppViewConfig } from './McpAppViewConfig';

/**
 * One MCP App view per tool call: its own call's launcher data (`useCallData`) read, its HTML fetched once (cached by react-query for the
 * widget's life), then the sandboxed frame; MCP-UI's older form (legacy launcher data) is the
 * read-only McpUIView behind the same proxy. Every failure shows in place with role=alert.
 */
export function McpAppView({ data: cached, dispatch, config }: Pick<WidgetProps, 'data' | 'dispatch'> & { config: McpAppViewConfig }) {
  const { data, toolCallId } = useCallData(cached);
  const args = useToolCallArguments(toolCallId);
  const launcher = readMcpAppLauncherData(data);
  const uri = launcher.ok ? launcher.value.resourceUri : '';
  const { queryClient } = useCameoClient();
  const resource = useQuery(
    {
      queryKey: ['cameo-mcp-app', config.widget, 'resource', uri],
      queryFn: async () => {
        const read = await readMcpAppResource(config.client, uri);
        if (!read.ok) throw new Error(read.error);
        return read.value;
      },
      enabled: launcher.ok && !launcher.value.legacy && config.sandboxUrl !== undefined,
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
  // The tool's definition, for the host context's `toolInfo`: listed once per widget; a server
  // that lists none, or fails to, gives a view without it rather than no view.
  const tools = useQuery(
    {
      queryKey: ['cameo-mcp-app', config.widget, 'tools'],
      queryFn: () => (config.client.getServerCapabilities()?.tools ? listAllTools(config.client) : []),
      enabled: launcher.ok && !launcher.value.legacy && config.sandboxUrl !== undefined,
      staleTime: Infinity,
      retry: false,
    },
    queryClient,
  );
  if (!launcher.ok) return <McpAppFailure message={launcher.error} />;
  if (config.sandboxUrl === undefined) {
    return (
      <McpAppFailure message="No sandbox proxy is configured (sandboxUrl), so this app is not shown: an MCP App view only runs behind a proxy on another origin." />
    );
  }
  if (launcher.value.legacy) return <McpUIView config={config} sandboxUrl={config.sandboxUrl} launcher={launcher.value} dispatch={dispatch} />;
  if (resource.status === 'error') return <McpAppFailure message={resource.error.message} />;
  if (resource.status === 'pending' || tools.status === 'pending') {
    return (
      <p role="status" data-notice="loading">
        Loading the app…
      </p>
    );
  }
  return (
    <McpAppFrame
      // A frame never changes calls: another call is another view.
      key={`${resource.data.uri}\n${toolCallId ?? ''}`}
      config={config}
      sandboxUrl={config.sandboxUrl}
      resource={resource.data}
      tool={tools.data?.find((tool) => tool.name === launcher.value.toolName)}
      call={callOf(launcher.value, data, toolCallId, args)}
      dispatch={dispatch}
      data={data}
    />
  );
}

/**
 * The call's state as the view is told it; fields the launcher data type lacks are read here.
 * Arguments the launcher does not carry come from the call's transcript entry.
 */
function callOf(value: McpAppData, raw: unknown, toolCallId: string | undefined, args: ToolCallArguments): McpAppCall {
  const extra = isObject(raw) ? raw : {};
  const inputText = own(extra, 'inputText');
  const cancelled = own(extra, 'cancelled');
  const input = value.input ?? args.args;
  return {
    toolName: value.toolName,
    toolCallId,
    input,
    inputText: typeof inputText === 'string' ? inputText : input === undefined ? args.argsText : undefined,
    result: value.result,
    cancelled: typeof cancelled === 'string' ? cancelled : undefined,
  };
}

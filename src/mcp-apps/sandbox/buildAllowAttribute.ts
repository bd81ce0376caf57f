import type { McpUiResourcePermissions } from '@modelcontextprotocol/ext-apps';

/** A permission an MCP Apps resource can request (`_meta.ui.permissions`), by its spec name. */
export type McpAppPermission = keyof McpUiResourcePermissions;

/** Every permission the spec defines, in the order the `allow` attribute lists them. */
export const MCP_APP_PERMISSIONS: readonly McpAppPermission[] = ['camera', 'microphone', 'geolocation', 'clipboardWrite'];

/**
 * The inner view frame's `allow` attribute (Permissions Policy): a feature is delegated only when
 * the resource requests it (`{camera: {}}`, the spec's shape; `true` is read the same) AND the app
 * allows it. Anything else in `requested`, including unknown names, is ignored. `''` means
 * nothing is delegated. The frame that holds the sandbox proxy needs the same `allow`, since a
 * frame can only delegate what it was given.
 *
 * Self-contained on purpose: the sandbox proxy page embeds this function's source.
 */
export function buildAllowAttribute(requested: McpUiResourcePermissions | undefined, allowed: readonly McpAppPermission[]): string {
  const features: Array<[McpAppPermission, string]> = [
    ['camera', 'camera'],
    ['microphone', 'microphone'],
    ['geolocation', 'geolocation'],
    ['clipboardWrite', 'clipboard-write'],
  ];
  if (requested === null || typeof requested !== 'object' || !Array.isArray(allowed)) return '';
  return features
    .filter((feature) => {
      const own = Object.prototype.hasOwnProperty.call(requested, feature[0]);
      const value: unknown = own ? (requested as Record<string, unknown>)[feature[0]] : undefined;
      return allowed.includes(feature[0]) && (value === true || (value !== null && typeof value === 'object'));
    })
    .map((feature) => feature[1])
    .join('; ');
}

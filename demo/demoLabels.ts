import type { CameoLabels } from '../src/index';

/** What each of the agent's tools is called on its card. */
const TOOL_TITLES: Readonly<Record<string, string>> = {
  get_weather: 'Weather',
  show_sales: 'Sales figures',
  open_board: 'Team board',
  check_inventory: 'Stock check',
  deploy_release: 'Deploy',
  show_poll: 'Team poll',
};

/**
 * The demo's wording for the kit: tools by a human name, and approvals as the question the person
 * is actually asked. Module scope, so the provider gets one stable object.
 */
export const demoLabels: Partial<CameoLabels> = {
  empty: 'Ask about the weather, sales or the team board, or try a deploy: the scripted model picks tools by keyword.',
  toolLabel: (name) => TOOL_TITLES[name] ?? name,
  approvalQuestion: ({ name, args, label }) => {
    if (name === 'deploy_release' && typeof args === 'object' && args !== null) {
      const { version, environment } = args as { version?: unknown; environment?: unknown };
      if (typeof version === 'string' && typeof environment === 'string') return `Deploy ${version} to ${environment}?`;
    }
    return `Run ${label}?`;
  },
};

import { defineTool, ok } from '../../src/agent';
import { delay } from '../../src/core/delay';
import { releaseChecklist } from '../backend/release';
import { RELEASE } from '../widgetIds';

const DEPLOY_MS = 1200;

/**
 * A tool with consequences, so it asks the human first (`needsApproval`: the AI SDK holds the
 * call until the card's Approve, and never runs it after a Deny). Its launcher opens the release
 * checklist in a drawer.
 */
export const deployTool = defineTool({
  name: 'deploy_release',
  description: 'Deploy a version to an environment.',
  widget: RELEASE,
  needsApproval: true,
  parameters: {
    type: 'object',
    properties: { version: { type: 'string', minLength: 1 }, environment: { enum: ['staging', 'production'] } },
    required: ['version', 'environment'],
    additionalProperties: false,
  },
  async execute(_agentId, _callId, { version, environment }, { signal }) {
    // A deploy takes a moment, so the card shows it running once approved.
    await delay(DEPLOY_MS, signal);
    const release = releaseChecklist(version, environment, true);
    return ok(`Deployed ${version} to ${environment}: ${release.steps.length} steps done.`, {
      kind: 'widget',
      label: `Open the ${version} release checklist`,
      widget: RELEASE,
      data: release,
    });
  },
});

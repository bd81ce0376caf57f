/** One answer of the team poll, with the votes it has so far. */
export interface PollOption {
  id: string;
  label: string;
  votes: number;
}

/** What `show_poll` and `vote` return as `structuredContent`: the whole poll, so a view can redraw from either. */
export interface Poll {
  question: string;
  options: PollOption[];
  /** Grows with every vote: a view that gets two polls out of order keeps the newer one. */
  revision: number;
}

export interface PollStore {
  /** A copy: callers can keep it, the store's own state never changes under them. */
  read(): Poll;
  /** One more vote for `optionId`; `null` when the poll has no such option. */
  vote(optionId: string): Poll | null;
}

const DEFAULT_POLL: Poll = {
  question: 'Where should the team offsite be?',
  options: [
    { id: 'lisbon', label: 'Lisbon', votes: 3 },
    { id: 'berlin', label: 'Berlin', votes: 2 },
    { id: 'remote', label: 'Stay remote', votes: 1 },
  ],
  revision: 0,
};

/** The demo MCP server's poll, in this process: every MCP session (the agent's, each view's) sees the same counts. */
export function createPollStore(initial: Poll = DEFAULT_POLL): PollStore {
  let poll = structuredClone(initial);
  return {
    read: () => structuredClone(poll),
    vote(optionId) {
      if (!poll.options.some((option) => option.id === optionId)) return null;
      poll = {
        ...poll,
        revision: poll.revision + 1,
        options: poll.options.map((option) => (option.id === optionId ? { ...option, votes: option.votes + 1 } : option)),
      };
      return structuredClone(poll);
    },
  };
}

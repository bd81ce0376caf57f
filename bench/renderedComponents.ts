// Counts the components React rendered in each commit, as React DevTools' profiler does: the
// page installs the hook DevTools would (before react-dom loads, so react-dom reports to it),
// and each commit's tree is walked for component fibers that performed work. A subtree whose
// children are the previous commit's fibers was skipped whole, so it is not walked. This is
// what "components rendered per token" means in the bench: every component function React
// called for that token, inside Cameo or not.

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

// React's work tags for components that run code when rendered (function, class, forwardRef,
// memo and simple memo), and its PerformedWork flag.
const componentTags = new Set([0, 1, 11, 14, 15]);
const performedWork = 1;

export const rendered = { components: 0 };

function countSubtree(first: Fiber | null) {
  const stack: Fiber[] = first ? [first] : [];
  while (stack.length > 0) {
    const fiber = stack.pop()!;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (componentTags.has(fiber.tag) && (fiber.flags & performedWork) !== 0) rendered.components += 1;
    // Same child as last commit: React bailed out of the whole subtree below.
    if (fiber.child && fiber.child !== fiber.alternate?.child) stack.push(fiber.child);
  }
}

const hook = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => countSubtree(root.current.child),
};

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= hook;

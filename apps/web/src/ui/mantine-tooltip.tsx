import { Tooltip } from '@mantine/core';

// Mantine's Tooltip (and floating-ui with it) in a chunk of its own, loaded by the first
// tooltip that is wanted (LazyTooltip, the "Start Here" hint), not with the page (the first-load budget).
export default Tooltip;

import type { Config } from '@react-router/dev/config';

// Server rendering for every page. Middleware and the router context are always on in
// React Router 8 (the v7 `future.v8_middleware` flag became the default), so no flag is needed.
export default {
  ssr: true,
  appDirectory: 'app',
} satisfies Config;

import { configure } from '@testing-library/react';

// Runs after @horas/shared's jsdom set-up (vitest.config.ts). defaultHidden skips Testing Library's
// per-element visibility check (getComputedStyle), very slow on antd's styles; these flows query many elements.
configure({ defaultHidden: true });

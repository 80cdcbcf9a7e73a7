import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

/** Renders inside antd's App, which the shell provides in production (App.useApp needs it). */
export const renderConApp = (ui: ReactElement) => render(<App>{ui}</App>);

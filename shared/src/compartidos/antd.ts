// The module the shell provides as the shared `antd` (shared/federation.ts): only the exports the apps
// import, so the one shared copy is tree-shaken. From 'antd/es' because 'antd' would be this module
// itself. compartidos.test.ts fails when an app imports a name missing here.
export {
  Alert, App, Button, Card, Checkbox, Col, Collapse, ConfigProvider, Descriptions, Drawer, Dropdown, Empty, Flex, Form,
  Grid, Input, InputNumber, Layout, Modal, Popconfirm, Popover, Radio, Result, Row, Segmented, Select, Skeleton, Space, Spin, Steps, Switch, Table, Tabs, Tag, Tooltip,
  Typography, theme,
} from 'antd/es';

/** Reported to servers as the MCP client version; kept in step with package.json by a test. */
export const PACKAGE_VERSION = '0.1.0';

export { buildApp, type AppOptions } from "./app.js";
export { startServer, type RunningServer, type ServerOptions } from "./server.js";
export { openStorage, type Storage } from "./storage/database.js";

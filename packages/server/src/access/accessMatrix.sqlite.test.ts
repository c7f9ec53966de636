// The access matrix (test-support/accessMatrixSuite.ts) on SQLite.
import { describeAccessMatrix } from "../test-support/accessMatrixSuite.js";
import { SQLITE } from "../test-support/databases.js";

describeAccessMatrix(SQLITE);

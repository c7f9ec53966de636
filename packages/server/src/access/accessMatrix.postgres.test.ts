// The access matrix (test-support/accessMatrixSuite.ts) on PostgreSQL.
import { describeAccessMatrix } from "../test-support/accessMatrixSuite.js";
import { POSTGRES } from "../test-support/databases.js";

describeAccessMatrix(POSTGRES);

// Where an expression of a configuration is read: the module it is written in and, inside a
// function of the site's own, what the function's parameters stand for in this call.
import type { ArrowFunctionExpression, FunctionDeclaration, FunctionExpression, Node } from "@babel/types";
import type { Literal, Place } from "./literals.js";
import type { ModuleScope } from "./moduleScope.js";
import type { SiteModules } from "./siteModules.js";
import { lineOf } from "./syntaxNames.js";

export interface Scope {
  modules: SiteModules;
  module: ModuleScope;
  params: ReadonlyMap<string, Literal> | undefined;
  /** How many calls of the site's own functions deep the expression is. */
  depth: number;
}

export type FunctionNode = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression;

/** A function of the site's own, and the scope its body is read in. */
export interface FunctionTarget {
  node: FunctionNode;
  scope: Scope;
}

export function placeOf(node: Node, scope: Scope): Place {
  return { file: scope.module.file, line: lineOf(node) };
}

/** Whether a name is neither a parameter nor declared at the module's top level: a global, or nothing. */
export function isGlobal(name: string, scope: Scope): boolean {
  return !scope.params?.has(name) && !scope.module.bindings.has(name);
}

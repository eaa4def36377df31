import ts from 'typescript';

const exported = (node: ts.Node): boolean => (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Export) !== 0;

/**
 * Single-letter parameter names in a file's exported signatures, as `line: name(letter)`: exported
 * functions (inline or by an `export { … }` list), exported arrow and function constants, public
 * methods of exported classes, and the method and call signatures of exported interfaces and types.
 */
export function singleLetterParameters(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (fn: ts.SignatureDeclarationBase, name: string) => {
    for (const p of fn.parameters) {
      if (ts.isIdentifier(p.name) && p.name.text.length === 1) found.push(`${file.getLineAndCharacterOfPosition(p.getStart()).line + 1}: ${name}(${p.name.text})`);
    }
  };
  const listed = new Set<string>();
  for (const st of file.statements) {
    if (ts.isExportDeclaration(st) && !st.moduleSpecifier && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const e of st.exportClause.elements) listed.add((e.propertyName ?? e.name).text);
    }
  }
  const isOut = (node: ts.Node, name: string | undefined) => exported(node) || (name !== undefined && listed.has(name));
  const signatures = (node: ts.Node, name: string): void => {
    if (ts.isMethodSignature(node) || ts.isFunctionTypeNode(node) || ts.isCallSignatureDeclaration(node)) check(node, name);
    ts.forEachChild(node, (child) => signatures(child, name));
  };
  for (const st of file.statements) {
    if (ts.isFunctionDeclaration(st) && isOut(st, st.name?.text)) check(st, st.name?.text ?? 'default');
    else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (!isOut(st, d.name.getText())) continue;
        let init = d.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) check(init, d.name.getText());
      }
    } else if (ts.isClassDeclaration(st) && isOut(st, st.name?.text)) {
      for (const m of st.members) {
        const hidden = (m.name !== undefined && ts.isPrivateIdentifier(m.name)) || (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Private) !== 0;
        if (!hidden && (ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m) || ts.isSetAccessor(m))) check(m, `${st.name?.text ?? 'class'}.${m.name?.getText() ?? 'constructor'}`);
      }
    } else if ((ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) && isOut(st, st.name.text)) {
      signatures(st, st.name.text);
    }
  }
  return found;
}

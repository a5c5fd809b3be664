import BackplatePreviewScan
import SwiftSyntax

/// Whether an `#if` clause is surely compiled in a preview build (`DEBUG` is set; iOS's
/// platform conditions hold), surely not, or cannot be told from the file (`nil`: a flag the
/// project may set, `canImport`, a version check).
enum PreviewActiveConditions {
    /// The flags every preview build sets.
    static let setFlags: Set<String> = ["DEBUG"]

    /// Whether every `#if` clause around `node` is surely compiled (true outside any).
    static func isSurelyCompiled(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), isActive(clause) != true { return false }
            current = parent.parent
        }
        return true
    }

    /// Whether `clause` is the one its `#if` compiles: every clause before it surely false,
    /// and its own condition true (`#else` has none).
    static func isActive(_ clause: IfConfigClauseSyntax) -> Bool? {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return nil }
        for other in clauses {
            let holds = other.condition.map(value(of:)) ?? true
            if other.id == clause.id { return holds }
            switch holds {
            case true?: return false
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// The value of an `#if` condition in a preview build, when the file alone decides it.
    static func value(of condition: ExprSyntax) -> Bool? {
        if let flag = condition.as(DeclReferenceExprSyntax.self) { return setFlags.contains(flag.baseName.text) ? true : nil }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(of: inner.expression)
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return value(of: negation.expression).map { !$0 }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
           let values = PreviewScanRules.iOSConditions[name.baseName.text], call.arguments.count == 1,
           let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self) {
            return values[argument.baseName.text] ?? false
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return value(ofChain: Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            return value(ofChain: [infix.leftOperand, infix.operator, infix.rightOperand])
        }
        return nil
    }

    /// `a || b || ...` or `a && b && ...` in three-valued logic; `nil` for a mixed chain.
    private static func value(ofChain elements: [ExprSyntax]) -> Bool? {
        let operators = Set(elements.enumerated().filter { $0.offset % 2 == 1 }.map { $0.element.trimmedDescription })
        let values = elements.enumerated().filter { $0.offset % 2 == 0 }.map { value(of: $0.element) }
        switch operators {
        case ["||"]: return values.contains(true) ? true : values.allSatisfy { $0 == false } ? false : nil
        case ["&&"]: return values.contains(false) ? false : values.allSatisfy { $0 == true } ? true : nil
        default: return nil
        }
    }
}

import BackplatePreviewScan
import SwiftParser
import SwiftSyntax

/// Finds `#Preview` macros and `PreviewProvider` types with SwiftParser, and the syntax a
/// preview build rewrites. It runs in this plugin executable, which links swift-syntax for the
/// host already, so `backplate preview` needs no second copy of the parser.
enum PreviewSyntaxScanner {
    /// Parses `source` (the text of the file at `path`).
    static func scan(source: String, path: String) -> ScannedFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let visitor = Visitor(converter: converter, path: path)
        visitor.walk(tree)
        var file = visitor.file
        noteTypeNames(tree, converter: converter, in: &file)
        return file
    }

    private static let typeDeclarationKeywords: Set<Keyword> = [.class, .struct, .enum, .protocol, .actor, .typealias]

    /// The capitalised identifiers `tree` declares as types and those it uses (first use each),
    /// read from its tokens, so comments and string text never count.
    private static func noteTypeNames(_ tree: SourceFileSyntax, converter: SourceLocationConverter, in file: inout ScannedFile) {
        var declared: Set<String> = [], used: Set<String> = []
        var previous: TokenKind?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            defer { previous = token.tokenKind }
            guard case .identifier(let name) = token.tokenKind, let first = name.unicodeScalars.first,
                  ("A"..."Z").contains(first) else { continue }
            if case .keyword(let keyword)? = previous, typeDeclarationKeywords.contains(keyword) {
                declared.insert(name)
            } else if used.insert(name).inserted {
                let location = token.startLocation(converter: converter)
                file.namedTypeNames.append(.init(name: name, line: location.line, column: location.column))
            }
        }
        file.declaredTypeNames = declared.sorted()
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var file: ScannedFile

        init(converter: SourceLocationConverter, path: String) {
            self.converter = converter
            self.file = ScannedFile(path: path)
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { noteConditions(Syntax(condition)) }
            return .visitChildren
        }

        private func noteConditions(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
               let values = PreviewScanRules.iOSConditions[name.baseName.text], call.arguments.count == 1,
               let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
               let value = values[argument.baseName.text] {
                file.conditionReplacements.append(.init(range: byteRange(call), value: value))
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { noteConditions(child) }
        }

        private func byteRange(_ node: some SyntaxProtocol) -> Range<Int> {
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        }

        private func lines(_ node: some SyntaxProtocol) -> (Int, Int) {
            let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
            return (start, end)
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(name: node.macroName.text, arguments: node.arguments, node: node)
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "selector", let argument = node.arguments.last {
                // The method's name as written (`tick`, `Self.save(_:)`); nothing sends it.
                let name = String(argument.expression.trimmedDescription.filter { $0 != "\"" })
                file.objectiveCReplacements.append(.init(range: byteRange(node), text: "Selector(\"\(name)\")"))
                return .skipChildren
            }
            if node.macroName.text == "keyPath", let argument = node.arguments.first {
                file.objectiveCReplacements.append(.init(range: byteRange(node), text: PreviewScanRules.keyPathString(argument.expression.trimmedDescription)))
                return .skipChildren
            }
            record(name: node.macroName.text, arguments: node.arguments, node: node)
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if PreviewScanRules.blankedAttributeNames.contains(node.attributeName.trimmedDescription) {
                file.blankedAttributeRanges.append(byteRange(node))
                return .skipChildren
            }
            return .visitChildren
        }

        private func record(name macro: String, arguments: LabeledExprListSyntax, node: some SyntaxProtocol) {
            guard macro == "Preview" else { return }
            var name: String?
            var traits: [String] = []
            var inTraits = false
            for (i, argument) in arguments.enumerated() {
                if argument.label?.text == "traits" { inTraits = true }
                if inTraits {
                    traits.append(argument.expression.trimmedDescription)
                } else if i == 0, argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                }
            }
            let (start, end) = lines(node)
            file.previews.append(ScannedPreview(kind: .macro, path: file.path, line: start, endLine: end, name: name, typeName: nil, traits: traits))
            file.previewByteRanges.append(byteRange(node))
        }

        private func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
            guard let clause else { return false }
            return clause.inheritedTypes.contains { inherited in
                let text = inherited.type.trimmedDescription
                return text == "PreviewProvider" || text.hasSuffix(".PreviewProvider")
            }
        }

        private func provider(_ name: String, clause: InheritanceClauseSyntax?, node: some SyntaxProtocol) {
            guard conformsToPreviewProvider(clause) else { return }
            let (start, end) = lines(node)
            file.previews.append(ScannedPreview(kind: .previewProvider, path: file.path, line: start, endLine: end, name: nil, typeName: name, traits: []))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            noteClass(node)
            return .visitChildren
        }

        /// Records a top-level, non-private, non-generic class with a superclass and the labels
        /// of the designated initializers it declares (those in `#if` blocks too).
        private func noteClass(_ node: ClassDeclSyntax) {
            guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                  node.genericParameterClause == nil,
                  !node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) else { return }
            var parent = node.parent
            while let current = parent {
                guard current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(SourceFileSyntax.self)
                        || current.is(IfConfigDeclSyntax.self) || current.is(IfConfigClauseListSyntax.self)
                        || current.is(IfConfigClauseSyntax.self) else { return }
                parent = current.parent
            }
            var initializers: [[String]] = []
            func collect(_ members: MemberBlockItemListSyntax) {
                for member in members {
                    if let initializer = member.decl.as(InitializerDeclSyntax.self),
                       !initializer.modifiers.contains(where: { $0.name.text == "convenience" }) {
                        initializers.append(initializer.signature.parameterClause.parameters.map(\.firstName.text))
                    } else if let block = member.decl.as(IfConfigDeclSyntax.self) {
                        for clause in block.clauses {
                            if case .decls(let nested)? = clause.elements { collect(nested) }
                        }
                    }
                }
            }
            collect(node.memberBlock.members)
            file.classes.append(.init(name: node.name.text, superclass: superclass, designatedInitializers: initializers))
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.name.text, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            provider(node.extendedType.trimmedDescription, clause: node.inheritanceClause, node: node)
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id {
                noteQualifier(node.baseName)
                if PreviewScanRules.currentLocaleMembers.contains(access.declName.baseName.text) {
                    if node.baseName.text == "Locale" {
                        file.localeReplacements.append(.init(range: byteRange(access), text: PreviewScanRules.simulatorLocale))
                    } else if node.baseName.text == "Calendar" {
                        file.localeReplacements.append(.init(range: byteRange(access), text: PreviewScanRules.simulatorCalendar))
                    }
                }
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               PreviewScanRules.localizedFormatterClasses.contains(name), node.arguments.isEmpty,
               node.trailingClosure == nil, node.leftParen != nil {
                file.localeReplacements.append(.init(range: byteRange(node), text: PreviewScanRules.simulatorFormatter(name)))
                return .skipChildren
            }
            if let access = node.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
               let twin = Self.preconcurrencyTwin(access.declName.baseName.text, base: base, call: node) {
                file.preconcurrencyReplacements.append(.init(range: byteRange(access.declName.baseName), text: twin))
            }
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if callee == "formatted", node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
               Self.isLocaleFreeFormatStyle(argument.expression) {
                let end = argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
                file.localeReplacements.append(.init(range: end..<end, text: PreviewScanRules.localeModifier))
            }
            return .visitChildren
        }

        /// The `@preconcurrency` twin of a Dispatch, NotificationCenter or Timer call that passes
        /// a closure: `DispatchQueue.global().async { }` (not `.main`, whose closure Swift
        /// already runs on the main actor), `NotificationCenter.default.addObserver(forName:object:queue:) { }`,
        /// `Timer.scheduledTimer(withTimeInterval:repeats:) { }`.
        private static func preconcurrencyTwin(_ member: String, base: ExprSyntax, call: FunctionCallExprSyntax) -> String? {
            guard let rule = PreviewScanRules.preconcurrencyTwins[member] else { return nil }
            let labels = call.arguments.map { $0.label?.text }
            guard call.trailingClosure != nil || labels.contains("execute") || labels.contains("using") || labels.contains("block"),
                  rule.firstLabel == nil || labels.first == rule.firstLabel else { return nil }
            let receiver = base.trimmedDescription
            switch member {
            case "async", "asyncAfter":
                guard receiver.hasPrefix("DispatchQueue"), receiver != "DispatchQueue.main", !receiver.hasPrefix("DispatchQueue.main.") else { return nil }
            case "scheduledTimer":
                guard receiver == "Timer" else { return nil }
            default:
                // Only a call on `NotificationCenter...` itself: an app's own type may have a method of that name.
                guard labels.contains("queue"), receiver.hasPrefix("NotificationCenter") else { return nil }
            }
            return rule.twin
        }

        /// Whether `expression` is a format style Foundation names (`.dateTime.month()`,
        /// `Date.FormatStyle(date: .long)`) that chooses no locale of its own.
        private static func isLocaleFreeFormatStyle(_ expression: ExprSyntax) -> Bool {
            var current = expression
            while true {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    if call.arguments.contains(where: { $0.label?.text == "locale" }) { return false }
                    current = call.calledExpression
                } else if let access = current.as(MemberAccessExprSyntax.self) {
                    let name = access.declName.baseName.text
                    if name == "locale" { return false }
                    guard let base = access.base else { return PreviewScanRules.localizedFormatStyleMembers.contains(name) }
                    current = base
                } else if let generic = current.as(GenericSpecializationExprSyntax.self) {
                    current = generic.expression
                } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                    return PreviewScanRules.localizedFormatStyleTypes.contains(reference.baseName.text)
                } else {
                    return false
                }
            }
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if node.genericArgumentClause == nil, let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id {
                noteQualifier(node.name)
            }
            return .visitChildren
        }

        private func noteQualifier(_ token: TokenSyntax) {
            guard let standIn = PreviewScanRules.qualifierStandIns[token.text] else { return }
            file.importReplacements.append(.init(range: byteRange(token), module: standIn))
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let attribute = managedAttribute(node.attributes), let owner = enclosingType(node),
                  node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { return .visitChildren }
            file.managedDeclarations.append(.init(attributeRange: byteRange(attribute), insertionOffset: type.endPositionBeforeTrailingTrivia.utf8Offset,
                                                  owner: owner, name: name, type: type.trimmedDescription, parameters: []))
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let attribute = managedAttribute(node.attributes), let owner = enclosingType(node), node.body == nil else { return .visitChildren }
            let parameters = node.signature.parameterClause.parameters.map { p in
                ScannedFile.ManagedDeclaration.Parameter(label: p.firstName.text, name: (p.secondName ?? p.firstName).text, type: p.type.trimmedDescription)
            }
            file.managedDeclarations.append(.init(attributeRange: byteRange(attribute), insertionOffset: node.signature.endPositionBeforeTrailingTrivia.utf8Offset,
                                                  owner: owner, name: node.name.text, type: "", parameters: parameters))
            return .visitChildren
        }

        private func managedAttribute(_ attributes: AttributeListSyntax) -> AttributeSyntax? {
            attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == "NSManaged" }
        }

        /// The name of the class or extended type a member is declared in.
        private func enclosingType(_ node: some SyntaxProtocol) -> String? {
            var parent = node.parent
            while let current = parent {
                if let e = current.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
                if let c = current.as(ClassDeclSyntax.self) { return c.name.text }
                parent = current.parent
            }
            return nil
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.count == 1, let first = node.path.first, let standIn = PreviewScanRules.moduleStandIns[first.name.text] {
                file.importReplacements.append(.init(range: byteRange(first.name), module: standIn))
            }
            if let first = node.path.first, PreviewActiveConditions.isSurelyCompiled(node) {
                let location = first.name.startLocation(converter: converter, afterLeadingTrivia: true)
                file.unconditionalImports.append(.init(module: first.name.text, line: location.line, column: location.column))
            }
            return .skipChildren
        }
    }
}

import Foundation

/// Text resolved in its environment: styled runs plus the paragraph settings.
struct TextContent: NodeContent {
    let runs: [TextRun]
    /// Per run: a style set on the run itself, resolved at draw time (gradients need bounds).
    let runStyles: [AnyShapeStyle?]
    let environment: EnvironmentValues
    /// Per run: the `customAttribute(_:)` values set on it, innermost first.
    var runAttributes: [[AnyHashable]] = []
    /// The images shown inline, loaded, by their runs' `TextInlineObject.index`.
    var inlineImages: [Image] = []
}

/// What collecting a text's runs gathers, run by run.
private struct CollectedRuns {
    var runs: [TextRun] = []
    var styles: [AnyShapeStyle?] = []
    var attributes: [[AnyHashable]] = []
    var images: [Image] = []

    mutating func append(_ probe: (run: TextRun, style: AnyShapeStyle?, attributes: [AnyHashable])) {
        runs.append(probe.run)
        styles.append(probe.style)
        attributes.append(probe.attributes)
    }
}

extension Text: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var collected = CollectedRuns()
        collectRuns(into: &collected, inherited: [], env: env)
        let content = TextContent(runs: collected.runs, runStyles: collected.styles, environment: env,
                                  runAttributes: collected.attributes, inlineImages: collected.images)
        let textLayout = TextNodeLayout(content: content)
        let node: ViewNode
        if let renderer = env.textRenderer {  // textRenderer(_:): TextRenderer.swift
            node = ViewNode("Text", layout: TextRendererLayout(text: textLayout, renderer: renderer, context: context.insideContainer),
                            content: content)
        } else {
            node = ViewNode("Text", layout: textLayout, content: content)
        }
        let made = node.redactingText(in: env)  // redacted(reason:): Effects/Redaction
        if let accessibilityText { made.addAccessibility(accessibilityText.attributes) }
        return [made]
    }

    private func collectRuns(into collected: inout CollectedRuns, inherited: [Modifier], env: EnvironmentValues) {
        let all = modifiers + inherited   // inner (closer to the text) first
        switch storage {
        case .concatenated(let parts):
            for p in parts { p.collectRuns(into: &collected, inherited: all, env: env) }
        case .formatted:
            formattingResolved(in: env).collectRuns(into: &collected, inherited: inherited, env: env)
        case .symbol(let name):
            guard var probe = Self.probeRun(all, env: env) else { return }
            guard let request = InlineSymbols.request(for: name, font: probe.run.font, in: env),
                  let object = InlineSymbols.object(for: request, index: collected.images.count) else {
                RuntimeWarning.emit("No symbol named '\(name)' in Backplate's symbol table; drawing nothing in the text")
                return
            }
            if let mode = env.symbolRenderingMode, mode != .monochrome {
                RuntimeWarning.emit("symbolRenderingMode(\(mode)): the symbol '\(name)' inside text is drawn in its run's colour")
            }
            if env.symbolColorRenderingMode == .gradient {
                RuntimeWarning.emit("symbolColorRenderingMode(.gradient): the symbol '\(name)' inside text is drawn in its flat colour")
            }
            probe.run.string = String(InterpolatedTexts.placeholder)
            probe.run.inlineObject = object
            collected.images.append(Image(systemName: request.name))
            collected.append(probe)
        case .image(let image):
            let font = all.lazy.compactMap { if case .font(let f) = $0 { return f } else { return nil } }.first ?? nil
            guard let object = InlineImages.object(for: image, index: collected.images.count, font: font, in: env),
                  var probe = Self.probeRun(all, env: env) else { return }
            probe.run.string = String(InterpolatedTexts.placeholder)
            probe.run.inlineObject = object.box
            collected.images.append(object.image)
            collected.append(probe)
        case .verbatim(var string):
            switch env.textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            var font: Font? = nil
            var weight: Font.Weight?? = nil
            var italic: Bool? = nil, monospaced: Bool? = nil
            var kerning: CGFloat? = nil, tracking: CGFloat? = nil, baseline: CGFloat? = nil
            var style: AnyShapeStyle?? = nil
            var underline: (Bool, Color?, Text.LineStyle.Pattern)? = nil, strike: (Bool, Color?, Text.LineStyle.Pattern)? = nil
            var tabularDigits = false, isLink = false, background: Color? = nil
            var design: Font.Design?? = nil, width: Font.Width?? = nil
            for m in all {  // the first (innermost) setting of each attribute wins
                switch m {
                case .font(let f): if font == nil { font = f }
                case .foreground(let s): if style == nil && !isLink { style = .some(s) }  // links keep the tint
                case .weight(let w): if weight == nil { weight = .some(w) }
                case .italic(let b): if italic == nil { italic = b }
                case .monospaced(let b): if monospaced == nil { monospaced = b }
                case .kerning(let k): if kerning == nil { kerning = k }
                case .tracking(let t): if tracking == nil { tracking = t }
                case .baselineOffset(let b): if baseline == nil { baseline = b }
                case .underline(let b, let c, let p): if underline == nil { underline = (b, c, p) }
                case .strikethrough(let b, let c, let p): if strike == nil { strike = (b, c, p) }
                case .monospacedDigit: tabularDigits = true
                case .link: isLink = true
                case .design(let d): if design == nil { design = .some(d) }
                case .width(let w): if width == nil { width = .some(w) }
                case .customAttribute: break
                case .runBackground(let c): if background == nil { background = c }
                }
            }
            let adjustments = env.textFontAdjustments  // view-level settings, under the text's own
            if kerning == nil { kerning = adjustments.kerning }
            if tracking == nil { tracking = adjustments.tracking }
            if baseline == nil { baseline = adjustments.baselineOffset }
            if underline == nil, let u = adjustments.underline { underline = (u.isActive, u.color, u.pattern) }
            if strike == nil, let s = adjustments.strikethrough { strike = (s.isActive, s.color, s.pattern) }
            var f = adjustments.apply(to: font?.resolvingInherited(from: env.font ?? .body) ?? env.font ?? .body)
            if case .some(.some(let d)) = design { f = f.design(d) }
            if case .some(.some(let w)) = width { f = f.width(w) }
            if case .some(.some(let w)) = weight { f = f.weight(w) }
            if italic == true { f = f.italic() }
            if monospaced == true { f = f.monospaced() }
            if tabularDigits { f = f.monospacedDigit() }
            if isLink && style == nil { style = .some(AnyShapeStyle(TintShapeStyle())) }
            func decoration(_ d: (Bool, Color?, Text.LineStyle.Pattern)?) -> Paint? {
                guard let (on, color, _) = d, on else { return nil }
                return color.map { .color($0.rgba(in: env)) } ?? .color(.clear)  // clear: use the text's paint
            }
            var run = TextRun(string: string, font: f.resolved(in: env), kerning: kerning ?? 0, tracking: tracking,
                              baselineOffset: baseline ?? 0, underline: decoration(underline), strikethrough: decoration(strike),
                              background: background.map { .color($0.rgba(in: env)) })
            run.underlineDash = underline?.2.dashes ?? []
            run.strikethroughDash = strike?.2.dashes ?? []
            collected.runs.append(run)
            collected.styles.append(style ?? nil)
            collected.attributes.append(all.compactMap { if case .customAttribute(let attribute) = $0 { return attribute.value } else { return nil } })
        }
    }

    /// The run a one-character text would have under `modifiers`: the font, colour, offset
    /// and decorations an inline symbol or image shares with the text around it.
    private static func probeRun(_ modifiers: [Modifier], env: EnvironmentValues) -> (run: TextRun, style: AnyShapeStyle?, attributes: [AnyHashable])? {
        var probe = CollectedRuns()
        Text(verbatim: "x").collectRuns(into: &probe, inherited: modifiers, env: env)
        guard let run = probe.runs.first else { return nil }
        return (run, probe.styles.first ?? nil, probe.attributes.first ?? [])
    }
}

extension TextContent: DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard let layout = node.layout as? TextNodeLayout else { return [] }  // a text renderer draws through its children
        let result = layout.result(for: node.placedProposal, pass: builder.pass)
        return drawnItems(result, bounds: frame, origin: frame.origin, line: nil, pass: builder.pass) { $0 }
    }

    /// The text laid out as `result` drawn with its top-left at `origin` (every line, or only
    /// `line`), `shaping` the text item (a text renderer's clip and transform) before the
    /// shadows of its foreground style are added; `pass` lays out the symbols it shows.
    func drawnItems(_ result: TextLayoutResult, bounds frame: CGRect, origin: CGPoint, line: Int?, pass: LayoutPass,
                    shaping: (DisplayList.Item) -> DisplayList.Item) -> [DisplayList.Item] {
        let textFrame = CGRect(origin: origin, size: result.size)
        let paints = runStyles.map { style in
            style.map { resolvePaint($0, in: environment, bounds: textFrame) } ?? environment.foregroundPaint(bounds: textFrame, level: 0)
        }
        let item = shaping(DisplayList.Item.text(DisplayList.TextItem(layout: result, runs: runs, paints: paints, frame: textFrame,
                                                                      string: runs.map(\.string).joined(), line: line)))
        // Images shown in the text, drawn over its glyphs.
        let images = InlineImages.items(result.inlineObjects, images: inlineImages, runs: runs, paints: paints,
                                        textFrame: textFrame, line: line, fontScale: result.fontScale, environment: environment,
                                        symbols: pass.textEngine.layoutSymbol).map(shaping)
        // Shadows of the text's foreground style (`foregroundStyle(.white.shadow(.inner(radius: 2)))`).
        let shadows = runStyles.allSatisfy({ $0 == nil }) ? foregroundShadowStyles(in: environment)
                                                          : runStyles.first.flatMap { $0 }.map { shadowStyles(of: $0, in: environment) } ?? []
        return applyingShadows(shadows, to: [item] + images, bounds: frame, in: environment)
    }
}

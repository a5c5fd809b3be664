import SwiftUI

// A translator (2025): language menus drawn by a custom MenuStyle that wraps Menu(configuration),
// a swap button, a multi-line TextField(axis: .vertical) with a character count, the translation
// in a card with textSelection(.enabled), a ControlGroup of copy/speak/favourite actions, recent
// phrases in a List below, and .task(id:) translating as the text changes.

enum RibbonLanguage: String, CaseIterable, Identifiable {
    case english = "English"
    case spanish = "Spanish"
    case japanese = "Japanese"
    case german = "German"

    var id: String { rawValue }
}

struct RibbonPillMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(.tint.opacity(0.15), in: .capsule)
    }
}

struct RibbonPhrase: Identifiable {
    let id = UUID()
    var source: String
    var translation: String
}

@Observable
final class RibbonTranslator {
    var from: RibbonLanguage = .english
    var to: RibbonLanguage = .spanish
    var text = "Where is the nearest train station?"
    var translation = "¿Dónde está la estación de tren más cercana?"
    var recents: [RibbonPhrase] = [
        RibbonPhrase(source: "Two coffees, please", translation: "Dos cafés, por favor"),
        RibbonPhrase(source: "How much is it?", translation: "¿Cuánto cuesta?"),
    ]

    func translate() async {}
}

struct RibbonTranslateView: View {
    @State private var translator = RibbonTranslator()
    @FocusState private var editing: Bool

    var body: some View {
        @Bindable var translator = translator
        NavigationStack {
            List {
                Section {
                    HStack {
                        Menu(translator.from.rawValue) {
                            Picker("From", selection: $translator.from) {
                                ForEach(RibbonLanguage.allCases) { Text($0.rawValue).tag($0) }
                            }
                        }
                        Spacer()
                        Button("Swap", systemImage: "arrow.left.arrow.right") {
                            swap(&translator.from, &translator.to)
                        }
                        .labelStyle(.iconOnly)
                        Spacer()
                        Menu(translator.to.rawValue) {
                            Picker("To", selection: $translator.to) {
                                ForEach(RibbonLanguage.allCases) { Text($0.rawValue).tag($0) }
                            }
                        }
                    }
                    .menuStyle(RibbonPillMenuStyle())
                    .buttonStyle(.borderless)
                    VStack(alignment: .trailing, spacing: 6) {
                        TextField("Enter text", text: $translator.text, axis: .vertical)
                            .font(.title3)
                            .lineLimit(2...5)
                            .focused($editing)
                        Text("\(translator.text.count)/500")
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.tertiary)
                    }
                }
                Section {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(translator.to.rawValue.uppercased())
                            .font(.caption.bold())
                            .foregroundStyle(.tint)
                        Text(translator.translation)
                            .font(.title3.weight(.medium))
                            .textSelection(.enabled)
                        ControlGroup {
                            Button("Copy", systemImage: "doc.on.doc") {}
                            Button("Speak", systemImage: "speaker.wave.2") {}
                            Button("Save", systemImage: "star") {}
                        }
                        .controlGroupStyle(.navigation)
                    }
                    .padding(.vertical, 4)
                }
                Section("Recent") {
                    ForEach(translator.recents) { phrase in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(phrase.source)
                            Text(phrase.translation).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .scrollDismissesKeyboard(.interactively)
            .navigationTitle("Translate")
            .task(id: translator.text) { await translator.translate() }
        }
        .tint(.teal)
    }
}

#Preview("Translate") {
    RibbonTranslateView()
}

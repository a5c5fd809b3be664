import Backplate
import Foundation

// Expressions that are known to be slow for Swift's type checker in SwiftUI code: long modifier
// chains, colour and font ternaries, arithmetic with literals inside stacks and frames. Each is
// written as app code writes it; scripts/bench-typecheck.sh times how long each takes to check.

struct HardModifierChain: View {
    var highlighted: Bool
    var body: some View {
        Text("Order #1042")
            .font(.headline)
            .fontWeight(.semibold)
            .foregroundStyle(highlighted ? .white : .primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(highlighted ? Color.accentColor : Color.gray.opacity(0.2))
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.secondary, lineWidth: 1))
            .shadow(color: .black.opacity(0.15), radius: 4, x: 0, y: 2)
            .scaleEffect(highlighted ? 1.05 : 1)
            .opacity(highlighted ? 1 : 0.8)
            .rotationEffect(.degrees(highlighted ? 2 : 0))
            .offset(x: highlighted ? 4 : 0, y: highlighted ? -2 : 0)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityLabel("Order 1042")
    }
}

struct HardColorTernaries: View {
    var score: Int
    var selected: Bool
    var body: some View {
        HStack {
            Circle()
                .fill(score > 90 ? Color.green : score > 70 ? Color.yellow : score > 50 ? Color.orange : Color.red)
                .frame(width: 12, height: 12)
            Text("\(score)")
                .foregroundColor(selected ? (score > 50 ? .white : .yellow) : (score > 50 ? .primary : .red))
                .font(selected ? .system(size: 17, weight: .bold) : score > 80 ? .headline : .body)
        }
        .background(selected ? Color.blue.opacity(0.3) : Color.clear)
    }
}

struct HardStackArithmetic: View {
    var width: CGFloat
    var count: Int
    var body: some View {
        VStack(spacing: width / 20 + 4) {
            ForEach(0..<count, id: \.self) { index in
                Rectangle()
                    .frame(width: width * 0.5 + CGFloat(index) * 10 - 2, height: 20 + CGFloat(index % 3) * 4)
                    .offset(x: CGFloat(index) * 2.5 - width / 8, y: 0)
                    .padding(.leading, CGFloat(index * 4 + 2) / 2)
            }
        }
        .frame(width: width - 32, height: CGFloat(count) * 24 + 16 * 2)
    }
}

struct HardGradientAndShapes: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(LinearGradient(colors: [.blue, .purple, progress > 0.5 ? .pink : .teal],
                                       startPoint: .topLeading, endPoint: .bottomTrailing),
                        style: StrokeStyle(lineWidth: 8 + progress * 4, lineCap: .round))
                .rotationEffect(.degrees(-90 + progress * 10))
            Text(String(format: "%.0f%%", progress * 100))
                .font(.system(size: 24 + progress * 8, weight: progress > 0.5 ? .bold : .regular, design: .rounded))
        }
        .frame(width: 120 + progress * 40, height: 120 + progress * 40)
    }
}

// iOS 17 shape layering (ShapeView): fill, then stroke, then an inner stroke, each over the last.
struct HardShapeLayers: View {
    var progress: Double
    var body: some View {
        Capsule()
            .fill(progress > 0.5 ? Color.green.opacity(0.3) : Color.gray.opacity(0.2))
            .stroke(progress > 0.5 ? .green : .gray, lineWidth: 2 + progress * 2)
            .strokeBorder(.white.opacity(0.5), style: StrokeStyle(lineWidth: 1, dash: [4, 2 + progress]))
            .frame(width: 88 + progress * 16, height: 44 + progress * 8)
            .rotationEffect(.degrees(progress * 45 - 10))
    }
}

struct HardTextConcatenation: View {
    var name: String
    var points: Int
    var body: some View {
        Text("Hello, ") + Text(name).bold() + Text("! You have ") +
            Text("\(points)").foregroundColor(points > 100 ? .green : .orange) + Text(" points") +
            Text(points == 1 ? "" : ".").italic()
    }
}

// A routine screen: a reorder mode and a grouped list of links, then a chain of presentations
// (an alert with a text field, a sheet, a toolbar with a menu) on the same stack. The alert's
// title is a literal: SwiftUI disfavours its StringProtocol form, so the literal is a
// LocalizedStringKey at once (unseen22: with that form favoured, the literal was half of a
// 13 s body in Gymly's day screen).

struct ChainStep: Identifiable { let id = UUID(); var title: String; var area: String; var position: Int }

struct HardPresentationChain: View {
    @State private var steps: [ChainStep] = []
    @State private var draft: [ChainStep] = []
    @State private var reordering = false
    @State private var editMode: EditMode = .inactive
    @State private var renaming = false
    @State private var adding = false
    @State private var title = "Push day"
    var body: some View {
        VStack {
            if reordering {
                List {
                    ForEach(draft, id: \.id) { step in
                        HStack {
                            Text("\(step.position)").foregroundStyle(.tint).bold()
                            Text(step.title)
                            Spacer()
                            Text(step.area).foregroundStyle(.secondary)
                        }
                        .listRowBackground(Color.black.opacity(0.1))
                    }
                    .onMove { from, to in draft.move(fromOffsets: from, toOffset: to) }
                }
                .environment(\.editMode, $editMode)
            } else {
                let positions = Dictionary(uniqueKeysWithValues: steps.map { ($0.id, $0.position) })
                List {
                    let areas = Array(Set(steps.map(\.area))).sorted()
                    ForEach(areas, id: \.self) { area in
                        Section(header: Text(area)) {
                            ForEach(steps.filter { $0.area == area }, id: \.id) { step in
                                NavigationLink(destination: Text(step.title)) {
                                    HStack {
                                        Text("\(positions[step.id] ?? 0)").foregroundStyle(Color.white.opacity(0.4))
                                        Text(step.title)
                                    }
                                }
                                .swipeActions(edge: .trailing) {
                                    Button(role: .destructive) {
                                        steps.removeAll { $0.id == step.id }
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationTitle(title)
        .navigationBarTitleDisplayMode(.large)
        .onAppear {
            Task { draft = steps }
        }
        .alert("Rename the day", isPresented: $renaming) {
            TextField("Day name", text: $title)
            Button("OK", action: {})
        } message: {
            Text("The name shows above the list")
        }
        .sheet(isPresented: $adding, onDismiss: { draft = steps }) {
            Text("New exercise").presentationDetents([.large])
        }
        .toolbar {
            ToolbarItemGroup(placement: .navigationBarTrailing) {
                if reordering {
                    Button {
                        steps = draft
                        reordering = false
                        editMode = .inactive
                    } label: {
                        Text("Done").bold()
                    }
                } else {
                    Button { adding.toggle() } label: { Label("Add", systemImage: "plus.circle.fill") }
                    Menu {
                        Button { renaming.toggle() } label: { Label("Rename", systemImage: "pencil") }
                        Divider()
                        Button {
                            draft = steps.sorted { $0.position < $1.position }
                            reordering = true
                            editMode = .active
                        } label: {
                            Label("Reorder", systemImage: "arrow.up.arrow.down")
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

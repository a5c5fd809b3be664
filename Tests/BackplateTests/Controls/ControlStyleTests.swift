import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Custom styles written against SwiftUI's style protocols render through their `makeBody`.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ControlStyleTests {
    typealias Pixel = RenderedImage.Pixel

    struct PressableStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .foregroundColor(configuration.role == .destructive ? .red : .white)
                .background(configuration.isPressed ? Color.orange : Color.green)
        }
    }

    struct DimWhenDisabledStyle: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(10).background(isEnabled ? Color.blue : Color.gray)
        }
    }

    struct RedBorderStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(4).border(Color.red, width: 4)
        }
    }

    struct OnOffStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(configuration.isOn ? "ON" : "OFF")
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    struct PercentStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }

    struct TrailingIconStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.title; configuration.icon }
        }
    }

    struct CardBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.label; configuration.content }.padding(6).background(Color.yellow)
        }
    }

    struct ArrowDisclosureStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Button { configuration.isExpanded.toggle() } label: {
                    HStack { configuration.label; Text(configuration.isExpanded ? "v" : ">") }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    struct StackedLabeledContentStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
        }
    }

    struct PillGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Text("\(Int(configuration.value * 100))") }
        }
    }

    struct CapsuleMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(6).background(Capsule().fill(Color.purple))
        }
    }

    @Test func customButtonStyleDrawsItsLabelAsWrittenUnpressed() throws {
        let r = ImageRenderer(content: Button("Start") {}.buttonStyle(PressableStyle()))
        let image = try r.render()
        // The unpressed branch: green, not orange, with 10 points of padding round the label.
        #expect(image.pixel(x: 2, y: 2) == Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(abs(r.layout().size.height - 41) < 0.001)
        let l = r.displayList().description
        #expect(l.split(separator: "\n").first { $0.contains("\"Start\"") }?.hasSuffix("#FFFFFF") == true)
        // The role reaches the configuration.
        let destructive = ImageRenderer(content: Button("End", role: .destructive) {}.buttonStyle(PressableStyle())).displayList().description
        #expect(destructive.split(separator: "\n").first { $0.contains("\"End\"") }?.hasSuffix("#FF3B30") == true)
    }

    @Test func customStylesReadTheirEnvironment() throws {
        let enabled = try renderImage(Button("Go") {}.buttonStyle(DimWhenDisabledStyle()))
        #expect(enabled.pixel(x: 2, y: 2) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        let disabled = try renderImage(Button("Go") {}.buttonStyle(DimWhenDisabledStyle()).disabled(true))
        #expect(disabled.pixel(x: 2, y: 2) == Pixel(red: 142, green: 142, blue: 147, alpha: 255))
    }

    @Test func primitiveStyleBuildsTheButtonInTheSurroundingStyle() throws {
        let image = try renderImage(Button("OK") {}.buttonStyle(RedBorderStyle()).buttonStyle(.borderedProminent))
        #expect(image.pixel(x: 1, y: 1) == Pixel(red: 255, green: 59, blue: 48, alpha: 255))       // the red border
        #expect(image.pixel(x: 10, y: image.height / 2) == Pixel(red: 0, green: 122, blue: 255, alpha: 255)) // prominent fill
        // Without a surrounding style, Button(configuration) is the platform default (borderless).
        let plain = ImageRenderer(content: Button("OK") {}.buttonStyle(RedBorderStyle())).displayList().description
        #expect(plain.split(separator: "\n").first { $0.contains("\"OK\"") }?.hasSuffix("#007AFF") == true)
    }

    @Test func otherStyleProtocolsRenderThroughMakeBody() {
        func list<V: View>(_ v: V) -> String { ImageRenderer(content: v).displayList().description }
        #expect(list(Toggle("Rings", isOn: .constant(true)).toggleStyle(OnOffStyle())).contains("\"ON\""))
        #expect(list(Toggle("Rings", isOn: .constant(false)).toggleStyle(OnOffStyle())).contains("\"OFF\""))
        #expect(list(ProgressView(value: 0.4).progressViewStyle(PercentStyle())).contains("\"40%\""))
        let label = list(Label("Run", systemImage: "flame").labelStyle(TrailingIconStyle()))
        let title = label.split(separator: "\n").first { $0.contains("\"Run\"") } ?? ""
        #expect(title.contains("(0, "))   // the title comes first
        #expect(list(GroupBox("Day") { Text("Rest") }.groupBoxStyle(CardBoxStyle())).contains("#FFCC00"))
        // Built-in styles as static members.
        #expect(list(Toggle("Rings", isOn: .constant(true)).toggleStyle(.button)).contains("\"Rings\""))
        #expect(list(ProgressView(value: 0.4).progressViewStyle(.circular)).contains("_SpinnerSpoke"))
        #expect(list(Gauge(value: 0.5) { Text("G") }.gaugeStyle(.accessoryCircularCapacity)).contains("Circle"))
    }

    @Test func moreCustomStyles() throws {
        func list<V: View>(_ v: V) -> String { ImageRenderer(content: v).displayList().description }
        let open = list(DisclosureGroup("Sets", isExpanded: .constant(true)) { Text("3 × 10") }.disclosureGroupStyle(ArrowDisclosureStyle()))
        #expect(open.contains("\"v\"") && open.contains("\"3 × 10\""))
        let closed = list(DisclosureGroup("Sets") { Text("3 × 10") }.disclosureGroupStyle(ArrowDisclosureStyle()))
        #expect(closed.contains("\">\"") && !closed.contains("\"3 × 10\""))
        let stacked = ImageRenderer(content: LabeledContent("Pace", value: "5:10").labeledContentStyle(StackedLabeledContentStyle()))
        #expect(stacked.layout().size.height > 21)   // label above the value, not beside it
        #expect(list(Gauge(value: 0.25) { Text("Load") }.gaugeStyle(PillGaugeStyle())).contains("\"25\""))
        // Menu(configuration) inside a custom menu style draws the default (tinted) label.
        let menu = list(Menu("More") { Button("A") {} }.menuStyle(CapsuleMenuStyle()))
        #expect(menu.contains("#AF52DE") && menu.split(separator: "\n").first { $0.contains("\"More\"") }?.hasSuffix("#007AFF") == true)
    }
}


import Testing
import BackplateTestSupport
import Foundation
import Backplate
import StoreKit

/// StoreKit's `ProductViewStyle` with a custom `makeBody(configuration:)`, in Swift 6 mode.
/// Expected values: Apple's `ProductViewStyleConfiguration` (`state: Product.TaskState`, a
/// `product` that is `nil` until the task succeeds, `hasCurrentEntitlement`,
/// `descriptionVisibility` from `productDescription(_:)`); a render reaches no App Store, so
/// the state is `.loading`.
@MainActor @Suite(.tags(.layout)) struct ProductViewStyleTests {
    /// Draws the configuration's values as texts, so the test can read what the style saw.
    struct EchoStyle: ProductViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                switch configuration.state {
                case .loading: Text(verbatim: "loading")
                case .success(let product): Text(verbatim: "loaded \(product.id)")
                case .unavailable: Text(verbatim: "unavailable")
                case .failure: Text(verbatim: "failed")
                }
                Text(verbatim: "product \(configuration.product == nil ? "nil" : "set")")
                Text(verbatim: "entitled \(configuration.hasCurrentEntitlement)")
                Text(verbatim: "description \(configuration.descriptionVisibility == .hidden ? "hidden" : "shown")")
            }
        }
    }

    /// Wraps the standard view, as styles that only add a border do.
    struct BorderedStyle: ProductViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProductView(configuration).padding(10).border(Color.red, width: 2)
        }
    }

    private func strings<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        return renderer.displayList().flattenedLeaves.compactMap { leaf in
            if case .text(let t) = leaf { return t.string }
            return nil
        }
    }

    @Test func aCustomStyleGetsTheLoadingConfiguration() {
        let drawn = strings(ProductView(id: "com.example.pro").productViewStyle(EchoStyle()))
        #expect(drawn == ["loading", "product nil", "entitled false", "description shown"])
        let hidden = strings(ProductView(id: "com.example.pro").productViewStyle(EchoStyle()).productDescription(.hidden))
        #expect(hidden.last == "description hidden")
        // The style reaches every product view below it, in a store view's column too.
        let store = strings(StoreView(ids: ["a", "b"]).productViewStyle(EchoStyle()))
        #expect(store.filter { $0 == "loading" }.count == 2)
    }

    @Test func builtInStylesAndAWrappingStyleDrawTheLoadingPlaceholder() {
        func list<V: View>(_ view: V) -> DisplayList {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
            return renderer.displayList()
        }
        let plain = list(ProductView(id: "x"))
        for style in [AnyProductViewStyleProbe.compact, .regular, .large, .automatic] {
            #expect(list(style.apply(ProductView(id: "x"))) == plain, "\(style)")
        }
        // ProductView(configuration) inside a style draws the standard placeholder (not the
        // style again, which would never end), padded 10 points: 393 − 20 wide.
        let renderer = ImageRenderer(content: ProductView(id: "x").productViewStyle(BorderedStyle()))
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        let size = renderer.layout().size
        let placeholder = ImageRenderer(content: ProductView(id: "x"))
        placeholder.proposedSize = ProposedViewSize(width: 373, height: nil)
        #expect(size.width == 393 && size.height == placeholder.layout().size.height + 20, "\(size)")
    }

    @Test func taskStateProductIsSetOnlyOnSuccess() {
        #expect(Product.TaskState.loading.product == nil)
        #expect(Product.TaskState.unavailable.product == nil)
    }

    enum AnyProductViewStyleProbe: CustomStringConvertible {
        case compact, regular, large, automatic
        var description: String { "\(self)" }
        @MainActor func apply(_ view: ProductView<EmptyView, EmptyView>) -> AnyView {
            switch self {
            case .compact: AnyView(view.productViewStyle(.compact))
            case .regular: AnyView(view.productViewStyle(.regular))
            case .large: AnyView(view.productViewStyle(.large))
            case .automatic: AnyView(view.productViewStyle(.automatic))
            }
        }
    }
}

import SwiftUI
import UIKit

/// A UIKit view tree shown in SwiftUI as it is, as an app's representable shows it.
struct UIViewTreeHost: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

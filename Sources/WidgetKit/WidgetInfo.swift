import Foundation
import AppIntents
import Intents

/// One of the app's widgets a person added: its kind, family and configuration. A render has
/// no home screen, so `WidgetCenter.getCurrentConfigurations(_:)` reports none.
public struct WidgetInfo: Sendable {
    /// The widget's kind, as its configuration names it.
    public let kind: String
    /// The widget's size.
    public let family: WidgetFamily
    /// The widget's configuration intent, if it has one.
    let intent: (any WidgetConfigurationIntent)?

    /// The widget's SiriKit configuration intent (`IntentConfiguration` widgets): none, as a
    /// render has no configured widgets.
    public var configuration: INIntent? { nil }

    /// The widget's configuration as an intent of `intentType`, or nil if it has another one.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        intent as? Intent
    }
}

extension WidgetInfo: Identifiable, Hashable {
    /// The widget itself, as WidgetKit identifies it.
    public var id: WidgetInfo { self }

    /// Whether two widgets have the same kind and family (their intents are not compared).
    public static func == (a: WidgetInfo, b: WidgetInfo) -> Bool { a.kind == b.kind && a.family == b.family }

    /// Hashes the kind and the family.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
    }
}

extension WidgetCenter {
    /// Reports the app's widgets on the home screen: none in a render, so `completion`
    /// receives an empty list at once.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The app's widgets on the home screen: none in a render.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

extension WidgetInfo: CustomDebugStringConvertible {
    /// The widget's kind and family, for logs.
    public var debugDescription: String { "WidgetInfo(kind: \(String(reflecting: kind)), family: \(family))" }
}

/// Which of the app's scenes receives an incoming activity (iOS 17+). Plain values: a render
/// receives no activity, so no scene is ever chosen.
public struct SceneAssociationBehavior: Equatable, Sendable {
    /// How the scene is matched.
    private enum Kind: Equatable {
        case byActivityIdentifier
        case content(String)
        case none
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// Matches the scene whose activation conditions include the activity's identifier.
    public static let `default` = SceneAssociationBehavior(.byActivityIdentifier)

    /// Matches the scene whose activation conditions include `targetContentIdentifier`.
    public static func content(_ targetContentIdentifier: String) -> SceneAssociationBehavior {
        SceneAssociationBehavior(.content(targetContentIdentifier))
    }

    /// Matches no scene.
    public static let none = SceneAssociationBehavior(.none)

    /// The behavior as a string, for coding: "default", "none" or "content:" and the identifier.
    var coded: String {
        switch kind {
        case .byActivityIdentifier: return "default"
        case .none: return "none"
        case .content(let identifier): return "content:" + identifier
        }
    }

    /// The behavior a coded string names; anything unknown is `.default`.
    init(coded: String) {
        if coded == "none" {
            kind = .none
        } else if coded.hasPrefix("content:") {
            kind = .content(String(coded.dropFirst("content:".count)))
        } else {
            kind = .byActivityIdentifier
        }
    }
}

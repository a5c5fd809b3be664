import Foundation

extension AttributeScopes.SwiftUIAttributes {
    /// The configuration for decoding attributed strings with SwiftUI's attributes.
    public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
    /// The configuration for encoding attributed strings with SwiftUI's attributes.
    public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
}

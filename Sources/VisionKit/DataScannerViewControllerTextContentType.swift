import Foundation

extension DataScannerViewController {
    /// A kind of semantic text the scanner can look for (iOS 16+), such as telephone numbers.
    /// Kept in a `RecognizedDataType`; a render scans nothing.
    public enum TextContentType: Hashable, Sendable {
        /// Dates, times and durations.
        case dateTimeDuration
        /// Email addresses.
        case emailAddress
        /// Flight numbers.
        case flightNumber
        /// Postal addresses.
        case fullStreetAddress
        /// Parcel tracking numbers.
        case shipmentTrackingNumber
        /// Telephone numbers.
        case telephoneNumber
        /// URLs.
        case URL
        /// Amounts of money (iOS 17+).
        case currency
    }
}

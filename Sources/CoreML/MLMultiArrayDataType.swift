import Foundation

/// The element types an `MLMultiArray` can store. Raw values are Apple's: a kind flag
/// (`0x10000` floating point, `0x20000` integer) combined with the element's width in bits.
public enum MLMultiArrayDataType: Int, Hashable, Sendable {
    /// 64-bit floating point elements (`Double`).
    case double = 65600
    /// 32-bit floating point elements (`Float`).
    case float32 = 65568
    /// 16-bit floating point elements (`Float16`, iOS 16+).
    case float16 = 65552
    /// 32-bit integer elements (`Int32`).
    case int32 = 131104
    /// 8-bit integer elements (`Int8`, iOS 26+).
    case int8 = 131080

    /// 64-bit floating point elements: the same as `.double` (iOS 14+).
    public static var float64: MLMultiArrayDataType { .double }
    /// 32-bit floating point elements: the same as `.float32` (iOS 14+).
    public static var float: MLMultiArrayDataType { .float32 }

    /// The size of one element in bytes.
    var byteWidth: Int { (rawValue & 0xFF) / 8 }

    /// The type's name as Core ML prints it in an array's description ("Float32", "Int32").
    var displayName: String {
        switch self {
        case .double: return "Double"
        case .float32: return "Float32"
        case .float16: return "Float16"
        case .int32: return "Int32"
        case .int8: return "Int8"
        }
    }
}

import Foundation

/// `uuid as CVarArg`, which iOS allows (a UUID bridges to `NSUUID`) and Core Data code writes
/// for `NSPredicate(format: "id == %@", id as CVarArg)`. In `String(format: "%@", ...)` it is
/// the UUID's string, held by the argument list as Swift holds a `String` argument's.
extension UUID: @retroactive CVarArg, @retroactive _CVarArgObject {
    /// The object the argument list keeps for `%@`: the UUID's string.
    public var _cVarArgObject: any CVarArg { NSString(string: uuidString) }
    /// That object's encoding.
    public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}

// `ValueTransformer`, which iOS's Foundation has and Linux's lacks, lives in the core (SwiftData's
// and Core Data's transformable attributes name it); re-exported here so that a file that
// imports only Foundation and UIKit finds it, as on iOS.
@_exported public import class BackplateCore.ValueTransformer
@_exported public import struct BackplateCore.NSValueTransformerName
@_exported public import class BackplateCore.NSSecureUnarchiveFromDataTransformer

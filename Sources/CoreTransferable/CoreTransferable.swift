// The module a file's `import CoreTransferable` finds on Linux: the Transferable protocol, its
// representations and their builder (Backplate's, which `import SwiftUI` also brings), and
// UniformTypeIdentifiers, which the framework re-exports, and nothing else of SwiftUI's.
@_exported import UniformTypeIdentifiers
@_exported import protocol BackplateCore.Transferable
@_exported import protocol BackplateCore.TransferRepresentation
@_exported import struct BackplateCore.TransferRepresentationBuilder
@_exported import struct BackplateCore.TupleTransferRepresentation
@_exported import struct BackplateCore.DataRepresentation
@_exported import struct BackplateCore.FileRepresentation
@_exported import struct BackplateCore.ProxyRepresentation
@_exported import struct BackplateCore.CodableRepresentation
@_exported import struct BackplateCore.SentTransferredFile
@_exported import struct BackplateCore.ReceivedTransferredFile
@_exported import struct BackplateCore.TransferRepresentationVisibility
@_exported import enum BackplateCore.TransferError

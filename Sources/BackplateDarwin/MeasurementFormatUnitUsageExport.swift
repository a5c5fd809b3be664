// `Measurement.FormatStyle` and its `MeasurementFormatUnitUsage`, which Linux's Foundation lacks,
// live in the core; the usage type is re-exported here so that a model file importing only
// Foundation can name it (`let usage: MeasurementFormatUnitUsage<UnitMass> = .personWeight`).
@_exported public import struct BackplateCore.MeasurementFormatUnitUsage

// `RelativeDateTimeFormatter`, which iOS's Foundation has and Linux's lacks, lives in the core
// (it writes what `Date.AnchoredRelativeFormatStyle` does); re-exported here so that a file that
// imports only Foundation finds it, as `DateComponentsFormatter` is found.
@_exported public import class BackplateCore.RelativeDateTimeFormatter

"""The folder of iOS reference PNGs the parity scripts read (not part of this repository; each
case's public source is cited in Tests/ParityTests): the argument given, else the environment
variable BACKPLATE_IOS_REFERENCES. Exits with a usage message when neither names a folder."""
import os
import sys

VARIABLE = "BACKPLATE_IOS_REFERENCES"


def reference_dir(argument, usage):
    folder = argument or os.environ.get(VARIABLE)
    if not folder:
        sys.exit("usage: %s\n(or set %s to the folder of reference PNGs)" % (usage, VARIABLE))
    if not os.path.isdir(folder):
        sys.exit("reference folder not found: %s" % folder)
    return folder

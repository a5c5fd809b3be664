// libqrencode (Debian's libqrencode-dev): the QR code symbols CoreImage's CIQRCodeGenerator makes.
#include <qrencode.h>

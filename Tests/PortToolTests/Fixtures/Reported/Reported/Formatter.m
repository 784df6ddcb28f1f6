#import <Foundation/Foundation.h>

NSString *ReportedFormat(NSInteger value) {
    return [NSString stringWithFormat:@"%ld", (long)value];
}

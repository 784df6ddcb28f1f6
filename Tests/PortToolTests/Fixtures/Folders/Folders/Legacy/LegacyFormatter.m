// An Objective-C file of the target: reported by the port, not built.
#import <Foundation/Foundation.h>

NSString *LegacyGreeting(void) { return @"legacy"; }

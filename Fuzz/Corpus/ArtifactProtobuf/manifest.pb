
ñ
9
android*http://schemas.android.com/apk/res/androidmanifest"packageorg.example.seed"R
*http://schemas.android.com/apk/res/androidcompileSdkVersion29"(òŠ„2:0"(platformBuildVersionCode29"2:0"T
*http://schemas.android.com/apk/res/androidcompileSdkVersionCodename10.0.0(óŠ„""platformBuildVersionName10.0.0*
application`
// Stand-ins of the Compose declarations the library uses (Compose 1.8 names and types).
@file:Suppress("unused")

package androidx.compose.runtime

interface State<out T> {
    val value: T
}

interface MutableState<T> : State<T> {
    override var value: T
}

fun <T> mutableStateOf(value: T): MutableState<T> = object : MutableState<T> {
    override var value: T = value
}
